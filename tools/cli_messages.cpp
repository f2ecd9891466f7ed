#include "tools/cli_messages.hpp"

#include <ostream>

#include "core/safe_text.hpp"

namespace gov::tools {

void print_error(std::ostream& out, std::string_view message) {
  out << "error: " << safe_text(message, Lines::Keep) << '\n';
}

void print_warning(std::ostream& out, std::string_view message) {
  out << "warning: " << safe_text(message, Lines::Keep) << '\n';
}

}  // namespace gov::tools
