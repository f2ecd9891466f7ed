// Where text leaves the program, it goes through safe_text: diagnostics stay on one line,
// validate's JSON carries the same escaped, capped message, CLI errors keep only our own
// line breaks.
#include <sstream>

#include <catch2/catch.hpp>

#include "core/safe_text.hpp"
#include "game/validate/validate.hpp"
#include "tools/cli_messages.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

ValidateReport loud_report() {
  ValidateReport r;
  Diagnostic d;
  d.file = "pack/evil\x1b[2J.lua";
  d.line = 3;
  d.column = 1;
  d.message = "boom\n\x1b[31m" + std::string(20000, 'x');
  r.diagnostics.push_back(d);
  r.errors = 1;
  return r;
}

}  // namespace

TEST_CASE("diagnostics are one escaped, capped line in text and JSON", "[tools][hardening]") {
  const ValidateReport r = loud_report();
  std::ostringstream text;
  print_text(text, r, "");
  const std::string line = text.str();
  CHECK(line.find('\x1b') == std::string::npos);
  CHECK(line.find('\n') == line.size() - 1);  // one line
  CHECK(line.starts_with("pack/evil\\x1b[2J.lua:3:1: error: boom\\x0a\\x1b[31mxxx"));
  CHECK(line.find("bytes cut]") != std::string::npos);
  CHECK(line.size() < 2 * kMaxShownBytes);

  std::ostringstream json;
  print_json(json, r, "");
  CHECK(json.str().find("\\u001b") == std::string::npos);  // escaped before JSON sees it
  CHECK(json.str().find("boom\\\\x0a\\\\x1b[31m") != std::string::npos);
  CHECK(json.str().find("bytes cut]") != std::string::npos);
  CHECK(json.str().size() < 2 * kMaxShownBytes + 1000);
}

TEST_CASE("CLI errors keep our line breaks and escape the rest", "[tools][hardening]") {
  std::ostringstream out;
  print_error(out, "game 3: the hook said \x1b[31mno\n  replay it: governor play");
  CHECK(out.str() == "error: game 3: the hook said \\x1b[31mno\n  replay it: governor play\n");
  std::ostringstream warn;
  print_warning(warn, std::string(10000, 'w'));
  CHECK(warn.str().size() < kMaxShownBytes + 100);
  CHECK(warn.str().starts_with("warning: www"));
}
