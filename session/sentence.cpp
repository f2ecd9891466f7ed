#include "session/sentence.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/hooks.hpp"
#include "core/primitives.hpp"
#include "session/event_text.hpp"
#include "session/wording.hpp"

namespace gov::session {

namespace {

// "a Colonist", "2 Colonists".
std::string workers(const Ruleset& r, Id kind, int n) {
  const std::string name = name_in(r.worker_kinds, kind);
  return n == 1 ? with_article(name) : counted(n, name);
}

// "2 Colonists on the Indigo Plant and a Noble on the Hacienda": consecutive placements of
// one worker kind on one target counted together (a seat has one building of a kind, but
// may have several tiles of a kind: "2 Colonists on Corn plantations").
std::string placed_text(const Ruleset& r, const std::vector<Placement>& placed) {
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < placed.size();) {
    std::size_t j = i;
    while (j < placed.size() && placed[j] == placed[i]) ++j;
    const int n = static_cast<int>(j - i);
    const Placement& p = placed[i];
    std::string where;
    if (p.on_building)
      where = "the " + name_in(r.buildings, p.target);
    else
      where = n == 1 ? with_article(name_in(r.tile_kinds, p.target))
                     : plural_of(name_in(r.tile_kinds, p.target));
    parts.push_back(fmt::format("{} on {}", workers(r, p.worker, n), where));
    i = j;
  }
  return joined_with_and(parts);
}

// The first event of `events` not yet used that `fits`, marked used; nullptr if none.
template <class Fits>
const GameEvent* take_event(const EventLog& events, std::vector<bool>& used, Fits fits) {
  for (std::size_t i = 0; i < events.size(); ++i)
    if (!used[i] && fits(events[i])) {
      used[i] = true;
      return &events[i];
    }
  return nullptr;
}

// What the decision itself did, from the acting seat's side without its name ("builds a
// Small Market for 1 coin"); the events it tells of are marked used.
std::string main_clause(const Ruleset& r, const Decision& d, const EventLog& ev,
                        std::vector<bool>& used) {
  const Action& a = d.action;
  const auto mine = [&](EventKind k, Id what) {
    return [&d, k, what](const GameEvent& e) {
      return e.seat == static_cast<Id>(d.seat) && e.kind == k && (what == kNone || e.what == what);
    };
  };
  switch (a.type) {
    case ActionType::Pass:
      return "passes";
    case ActionType::Role: {
      std::string out = fmt::format("takes the {}", name_in(r.roles, d.role));
      if (const auto* c = take_event(ev, used, [&](const GameEvent& e) {
            return e.seat == static_cast<Id>(d.seat) && e.kind == EventKind::Coins &&
                   e.cause.kind == CauseKind::RoleCard;
          }))
        out += fmt::format(" (+{})", plural(c->amount, "coin", "coins"));
      return out;
    }
    case ActionType::Settle:
      take_event(ev, used, mine(EventKind::Tile, a.a));
      return fmt::format("takes {}", with_article(name_in(r.tile_kinds, a.a)));
    case ActionType::Take: {
      const auto* w = take_event(ev, used, mine(EventKind::Worker, a.a));
      const bool ship = w && w->via == static_cast<std::uint8_t>(WorkerSource::Ship);
      return fmt::format("takes {} from the {}", workers(r, a.a, w ? w->amount : 1),
                         ship ? "ship" : "supply");
    }
    case ActionType::Place:
      if (!d.placed.empty()) return "places " + placed_text(r, d.placed);
      return fmt::format("places {}", placed_text(r, {{a.a, a.b == 1, a.c}}));
    case ActionType::Build: {
      take_event(ev, used, mine(EventKind::Building, a.a));
      const auto* paid = take_event(ev, used, [&](const GameEvent& e) {
        return e.seat == static_cast<Id>(d.seat) && e.kind == EventKind::Coins && e.amount < 0 &&
               e.cause.kind == CauseKind::Rule;
      });
      const std::string what = with_article(name_in(r.buildings, a.a));
      if (r.cards.enabled()) return "builds " + what;  // the cards paid follow, one by one
      return paid ? fmt::format("builds {} for {}", what, plural(-paid->amount, "coin", "coins"))
                  : fmt::format("builds {} for free", what);
    }
    case ActionType::Craft: {
      const auto* g = take_event(ev, used, mine(EventKind::Goods, a.a));
      const int n = g && g->amount > 0 ? g->amount : 1;
      return fmt::format("takes {} {}", plural(n, "more barrel of", "more barrels of"),
                         name_in(r.goods, a.a));
    }
    case ActionType::Sell:
    case ActionType::Ship: {
      const EventKind k = a.type == ActionType::Sell ? EventKind::Sale : EventKind::Shipment;
      if (const auto* e = take_event(ev, used, mine(k, a.a))) return short_event_text(r, *e);
      return fmt::format("{} {}", a.type == ActionType::Sell ? "sells" : "ships",
                         name_in(r.goods, a.a));
    }
    case ActionType::Store:
    case ActionType::Keep: {
      if (const auto* e = take_event(ev, used, mine(EventKind::Kept, a.a)))
        if (e->amount > 0) return short_event_text(r, *e);
      return a.type == ActionType::Store
                 ? fmt::format("keeps all its {}", name_in(r.goods, a.a))
                 : fmt::format("keeps 1 barrel of {}", name_in(r.goods, a.a));
    }
    case ActionType::Use: {
      std::string out = fmt::format("uses the {}", name_in(r.buildings, a.a));
      // A card some seat may not see (a hand card tucked under a chapel) goes unnamed: the
      // sentence is the same for every seat (seat_eyes.hpp hidden_operand).
      if (d.operand_hidden_from != 0) return out;
      std::vector<std::string> args;
      for (const auto& t : {arg_name(r, a.tag_b(), a.b), arg_name(r, a.tag_c(), a.c)})
        if (!t.empty()) args.push_back(t);
      if (!args.empty()) out += fmt::format(" ({})", fmt::join(args, ", "));
      return out;
    }
    case ActionType::Draft:
      return fmt::format("puts the {} in the game", name_in(r.buildings, a.a));
    // A card kept or discarded is named only to its owner's eyes: the sentence tells that
    // a card moved, not which (the hand is hidden from the other seats).
    case ActionType::Pick:
      return "keeps a card";
    case ActionType::Discard:
      return "discards a card";
    case ActionType::Done:
      return "is done";
    case ActionType::Pay:
      return "pays a card";
    case ActionType::Produce:
      return fmt::format("produces {}", name_in(r.goods, a.a));
    case ActionType::Cover:
      if (a.a == kNone) return "will build over one of its buildings";
      return fmt::format("builds it over its {}", name_in(r.buildings, a.a));
  }
  return "acts";
}

// "Drawn from the stack: a Corn plantation and 2 Quarries."
std::string drawn_sentence(const Ruleset& r, const std::vector<const GameEvent*>& drawn) {
  std::vector<std::string> parts;
  for (const auto* e : drawn) {
    const std::string name = name_in(r.tile_kinds, e->what);
    parts.push_back(e->amount == 1 ? with_article(name) : counted(e->amount, name));
  }
  return fmt::format("Drawn from the stack: {}.", joined_with_and(parts));
}

// An event's clause from its seat's side: the phase's own production "produces", the
// rest as short_event_text says it.
std::string event_clause(const Ruleset& r, const GameEvent& e) {
  if (e.kind == EventKind::Goods && e.amount > 0 && e.cause.kind == CauseKind::Rule)
    return fmt::format("produces {} {}", plural(e.amount, "barrel of", "barrels of"),
                       name_in(r.goods, e.what));
  return short_event_text(r, e);
}

// The cards turned up for every seat by one cause (the gold mine's four), from event `i` on,
// in one clause: "turns up Prefecture, Library, Smithy and Tobacco storage (Gold mine)".
// Marks the events it says as used.
std::string shown_clause(const Ruleset& r, const EventLog& ev, std::vector<bool>& used,
                         std::size_t i) {
  std::vector<std::string> names;
  for (std::size_t j = i; j < ev.size(); ++j)
    if (!used[j] && ev[j].kind == EventKind::CardShown && ev[j].seat == ev[i].seat &&
        ev[j].cause == ev[i].cause) {
      used[j] = true;
      names.push_back(name_in(r.buildings, ev[j].what));
    }
  // The cause as short_event_text gives it (the phase's own rules go without saying).
  const Cause& cause = ev[i].cause;
  return cause.kind == CauseKind::Rule
             ? fmt::format("turns up {}", joined_with_and(names))
             : fmt::format("turns up {} ({})", joined_with_and(names), cause_text(r, cause));
}

// Clauses from `from` on that share their verb become one, the verb said once: "produces 4
// barrels of Corn and 1 barrel of Sugar", "gains 1 VP (...) and 1 VP (Harbor)".
std::vector<std::string> verbs_once(const std::vector<std::string>& clauses, std::size_t from) {
  std::vector<std::string> out(clauses.begin(), clauses.begin() + static_cast<long>(from));
  for (std::size_t i = from; i < clauses.size();) {
    const std::string verb = clauses[i].substr(0, clauses[i].find(' ') + 1);
    std::vector<std::string> same{clauses[i]};
    std::size_t j = i + 1;
    for (; j < clauses.size() && !verb.empty() && clauses[j].rfind(verb, 0) == 0; ++j)
      same.push_back(clauses[j].substr(verb.size()));
    out.push_back(joined_with_and(same));
    i = j;
  }
  return out;
}

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

}  // namespace

std::string seat_subject(int seat) {
  return capitalised(seat_name(seat));
}

std::string joined_with_and(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

std::string decision_sentence(const Ruleset& r, const Decision& d) {
  const EventLog ev = folded(d.events);
  std::vector<bool> used(ev.size(), false);
  // The acting seat's clause first, then its other results, then each other seat's (in the
  // order they first appear), then what concerns no seat.
  std::vector<std::string> clauses{main_clause(r, d, ev, used)};
  // The end's VP are the game's, not the decision's: said after it, seat by seat.
  std::vector<Id> scorers;
  for (std::size_t i = 0; i < ev.size(); ++i)
    if (!used[i] && ev[i].kind == EventKind::FinalVp) {
      used[i] = true;
      if (std::find(scorers.begin(), scorers.end(), ev[i].seat) == scorers.end())
        scorers.push_back(ev[i].seat);
    }
  std::vector<Id> others;
  std::vector<const GameEvent*> drawn, general;
  for (std::size_t i = 0; i < ev.size(); ++i) {
    if (used[i]) continue;
    const GameEvent& e = ev[i];
    if (e.seat == static_cast<Id>(d.seat)) {
      std::string t =
          e.kind == EventKind::CardShown ? shown_clause(r, ev, used, i) : event_clause(r, e);
      if (!t.empty()) clauses.push_back(std::move(t));
    } else if (e.kind == EventKind::TileDrawn) {
      drawn.push_back(&e);
    } else if (e.seat == kNone) {
      general.push_back(&e);
    } else if (std::find(others.begin(), others.end(), e.seat) == others.end()) {
      others.push_back(e.seat);
    }
  }
  // The decision's own clause keeps its verb ("takes the Craftsman and produces ...").
  std::string out =
      fmt::format("{} {}.", seat_subject(d.seat), joined_with_and(verbs_once(clauses, 1)));
  for (const Id seat : others) {
    std::vector<std::string> theirs;
    for (std::size_t i = 0; i < ev.size(); ++i)
      if (!used[i] && ev[i].seat == seat) {
        std::string t = ev[i].kind == EventKind::CardShown ? shown_clause(r, ev, used, i)
                                                           : event_clause(r, ev[i]);
        if (!t.empty()) theirs.push_back(std::move(t));
      }
    if (!theirs.empty())
      out += fmt::format(" {} {}.", seat_subject(seat), joined_with_and(verbs_once(theirs, 0)));
  }
  if (!drawn.empty()) out += " " + drawn_sentence(r, drawn);
  for (const auto* e : general) {
    const std::string t = short_event_text(r, *e);
    if (!t.empty()) out += " " + capitalised(t) + ".";
  }
  if (!scorers.empty()) out += " The game is over.";
  for (const Id seat : scorers) {
    std::vector<std::string> theirs;
    for (const auto& e : ev)
      if (e.kind == EventKind::FinalVp && e.seat == seat) theirs.push_back(event_clause(r, e));
    out += fmt::format(" {} {}.", seat_subject(seat), joined_with_and(verbs_once(theirs, 0)));
  }
  return out;
}

std::string round_sentence(int round, int governor) {
  return fmt::format("Round {} \u2014 {} is governor.", round, seat_subject(governor));
}

std::string round_start(const std::vector<Decision>& history, std::size_t i) {
  if (i >= history.size() || history[i].action.type == ActionType::Draft) return "";
  for (std::size_t j = i; j-- > 0;)
    if (history[j].action.type != ActionType::Draft) {
      if (history[j].round == history[i].round) return "";
      break;
    }
  return round_sentence(history[i].round, history[i].governor);
}

}  // namespace gov::session
