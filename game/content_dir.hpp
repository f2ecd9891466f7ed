// Where the content packs live. A pack id on the command line (or in a log) is a folder
// under this one. The lookup order, first match wins (docs/cli.md "The content folder"):
//   1. the folder given explicitly (`governor --content-dir DIR`), when not empty;
//   2. the GOVERNOR_CONTENT_DIR environment variable, when set and not empty;
//   3. ../share/governor/content beside the running executable, when that folder exists
//      (an installed build: <prefix>/bin/governor and <prefix>/share/governor/content);
//   4. the source tree's content/ folder, baked in at build time (a build-tree binary).
// A folder given explicitly or by the environment is used even when it does not exist:
// the loader then names it in its error, instead of silently loading other packs.
#pragma once

#include <string>
#include <string_view>

namespace gov {

struct ContentDir {
  std::string path;
  // Which rule found it: "--content-dir", "GOVERNOR_CONTENT_DIR", "installed" or "build".
  std::string found_by;
};

ContentDir find_content_dir(std::string_view explicit_dir = {});

}  // namespace gov
