/* Does not parse: a program holding it cannot be read whole. */
void broken(void) { this is not C; }
