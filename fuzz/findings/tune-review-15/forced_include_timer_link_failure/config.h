int pcx_config_verbose = 0;
