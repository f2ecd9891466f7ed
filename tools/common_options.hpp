// Options shared by the verbs that run games (--packs, --players, --seed), declared in one
// place so every verb spells and documents them the same way.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace gov {
struct Ruleset;
}

namespace gov::tools {

// Exit codes of every verb.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;  // the run itself failed (a game did not end, ...)
inline constexpr int kExitUsage = 2;    // bad options, unreadable or invalid content

// The packs loaded when --packs is not given (a comma list set by the build).
std::vector<std::string> default_packs();

struct GameOptions {
  std::vector<std::string> packs = default_packs();  // as given: ids or paths, comma lists
  int players = 4;
  std::uint64_t seed = 1;
  // Packs with a setup draft: "play" asks the seats (bots pick at random), "random" fills
  // it from the game's seed at setup.
  std::string draft = "play";
  bool random_draft() const { return draft == "random"; }
  // A card game's start variant by id (cards.yaml start.variants); "" for the plain start.
  std::string variant;
};

// Checks --variant against the loaded packs' start variants: prints the error (with a "did
// you mean") and returns false when the packs do not declare it.
bool check_variant(const Ruleset& rules, const GameOptions& opts, std::ostream& err);

// Adds --packs to a verb.
void add_pack_option(CLI::App& app, GameOptions& opts);
// Adds --packs, --players, --seed, --draft and --variant to a verb.
void add_game_options(CLI::App& app, GameOptions& opts);

// "a,b" "c" -> {"a", "b", "c"}: splits comma lists, drops empty items.
std::vector<std::string> split_pack_list(const std::vector<std::string>& given);

// "i/n" with 0 <= i < n (--shard of sim and arena): false when malformed.
bool parse_shard(const std::string& text, int& i, int& n);

}  // namespace gov::tools
