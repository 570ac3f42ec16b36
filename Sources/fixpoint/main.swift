import FixpointCLI

// The `fixpoint` executable: the command line on the gallery's catalogue.
FixpointCommand.main(.gallery)
