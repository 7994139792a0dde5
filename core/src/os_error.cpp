#include "partiscope/os_error.h"

#include <cstring>

namespace partiscope {

std::string osErrorText(int error) {
    // glibc's untranslated description (strerrordesc_np, glibc 2.32), thread-safe unlike strerror.
    if (const char* text = ::strerrordesc_np(error)) {
        return text;
    }
    return "Unknown error " + std::to_string(error);
}

} // namespace partiscope
