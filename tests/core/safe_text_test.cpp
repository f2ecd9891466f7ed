// safe_text: what leaves the program (a hook's error, a file name, a typed line) is capped
// with a note of how much was cut, and control characters are escaped.
#include <catch2/catch.hpp>

#include "core/safe_text.hpp"

using namespace gov;

TEST_CASE("safe_text escapes control characters and keeps UTF-8 text", "[core][hardening]") {
  CHECK(safe_text("plain text: 3 coins") == "plain text: 3 coins");
  CHECK(safe_text("caf\xc3\xa9 \xe2\x82\xac") == "caf\xc3\xa9 \xe2\x82\xac");
  CHECK(safe_text("red \x1b[31mALERT\x1b[0m") == "red \\x1b[31mALERT\\x1b[0m");
  CHECK(safe_text("a\nb\tc\rd\x7f") == "a\\x0ab\\x09c\\x0dd\\x7f");
  CHECK(safe_text("a\nb", Lines::Keep) == "a\nb");
  CHECK(safe_text("a\rb", Lines::Keep) == "a\\x0db");
  CHECK(safe_text(std::string("nul\0here", 8)) == "nul\\x00here");
  // C1 controls (U+009B is a CSI on some terminals) and bytes that are not UTF-8.
  CHECK(safe_text("x\xc2\x9b"
                  "31m") == "x\\xc2\\x9b31m");
  CHECK(safe_text("bad \xff\xfe end") == "bad \\xff\\xfe end");
  CHECK(safe_text("cut \xe2\x82") == "cut \\xe2\\x82");
  CHECK(safe_text("overlong \xc0\xaf") == "overlong \\xc0\\xaf");
}

TEST_CASE("safe_text caps a message and says how much was cut", "[core][hardening]") {
  const std::string huge(12u << 20, 'x');
  const std::string shown = safe_text(huge);
  CHECK(shown.size() < kMaxShownBytes + 64);
  CHECK(shown.starts_with(std::string(kMaxShownBytes, 'x')));
  CHECK(shown.ends_with(" ... [" + with_thousands(huge.size() - kMaxShownBytes) + " bytes cut]"));
  CHECK(safe_text(std::string(100, 'y'), Lines::Escape, 10) ==
        std::string(10, 'y') + " ... [90 bytes cut]");
  // Never in the middle of a character or an escape.
  CHECK(safe_text("\xc3\xa9\xc3\xa9", Lines::Escape, 3) == "\xc3\xa9 ... [2 bytes cut]");
  CHECK(safe_text("\x1b\x1b", Lines::Escape, 5) == "\\x1b ... [1 bytes cut]");
  CHECK(with_thousands(12582912) == "12,582,912");
  CHECK(with_thousands(999) == "999");
  CHECK(with_thousands(1000) == "1,000");
}

TEST_CASE("plain_text: UTF-8 without control characters but white space", "[core][hardening]") {
  CHECK(plain_text(""));
  CHECK(plain_text("build harbor"));
  CHECK(plain_text("place\tcolonist coffee\r\n"));
  CHECK(plain_text("b\xc3\xa2tir \xe2\x82\xac"));  // bâtir €
  CHECK(plain_text("\xc2\xa0"));                   // U+00A0, the first after the C1 controls
  CHECK_FALSE(plain_text("role\x01"));
  CHECK_FALSE(plain_text("clear \x1b[2J"));
  CHECK_FALSE(plain_text("del \x7f"));
  CHECK_FALSE(plain_text(std::string("nul\0x", 5)));
  CHECK_FALSE(plain_text("csi \xc2\x9b"));  // U+009B, a C1 control
  CHECK_FALSE(plain_text("bad \xff\xfe"));
  CHECK_FALSE(plain_text("cut \xe2\x82"));
  CHECK_FALSE(plain_text("overlong \xc0\xaf"));
  CHECK_FALSE(plain_text("surrogate \xed\xa0\x80"));
  // Whatever plain_text passes, safe_text shows unchanged (tabs and line ends aside).
  for (const char* t : {"build harbor", "b\xc3\xa2tir", "\xf0\x9f\x8e\xb2"})
    CHECK(safe_text(t) == t);
}
