#include "cli.h"

#include <iostream>
#include <unistd.h>

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    const int code = partiscope::cli::runCli(args, STDIN_FILENO, std::cout, std::cerr);
    std::cout.flush();
    return code;
}
