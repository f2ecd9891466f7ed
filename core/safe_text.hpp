// Text from outside the program (a hook's error, a file name, a line typed at the prompt,
// a log's action) made safe to show on a terminal or in a report. Every front end runs such
// text through safe_text where it leaves the program: a hook can raise a 12 MiB error and
// a file name can hold an escape sequence, and neither may reach the terminal as is.
// (In core because it is the one library every front end links; it touches no I/O.)
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gov {

// What a message may hold at most when shown; the rest is cut with a note saying how much.
inline constexpr std::size_t kMaxShownBytes = 4096;

enum class Lines : unsigned char {
  Escape,  // one line: '\n' is escaped like any control character
  Keep,    // our own message of several lines: '\n' stays
};

// Control characters (C0, DEL and C1) and bytes that are not UTF-8 become \xNN; the
// result holds at most `cap` bytes of the text, then " ... [12,582,912 bytes cut]" when
// some were left out. Valid UTF-8 text passes unchanged.
std::string safe_text(std::string_view text, Lines lines = Lines::Escape,
                      std::size_t cap = kMaxShownBytes);

// Whether `text` is valid UTF-8 holding no control character (C0, DEL, C1) other than the
// white space a line of words may hold (tab, line feed, carriage return): what a person
// may type or post as a decision (session/decide.cpp).
bool plain_text(std::string_view text);

// 12582912 -> "12,582,912".
std::string with_thousands(std::size_t n);

}  // namespace gov
