#pragma once

namespace partiscope {

/// 128-bit unsigned arithmetic (GCC/Clang builtin) for exact 64x64 products; `__extension__`
/// keeps -Wpedantic quiet about the non-standard type.
__extension__ typedef unsigned __int128 Uint128;

} // namespace partiscope
