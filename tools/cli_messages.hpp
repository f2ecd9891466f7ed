// How the verbs print an error or a warning: "error: <message>" on one stream, the message
// through safe_text (capped, control characters escaped; our own line breaks kept), since it
// may quote a hook's error, a file name, a log or what a user typed.
#pragma once

#include <iosfwd>
#include <string_view>

namespace gov::tools {

void print_error(std::ostream& out, std::string_view message);
void print_warning(std::ostream& out, std::string_view message);

}  // namespace gov::tools
