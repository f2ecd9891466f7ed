// Placeholder entry point until tools/ has one.
int main() { return 0; }
