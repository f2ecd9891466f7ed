"""str(state): a readable text view of a State, from its JSON (the engine's own words for
everything; nothing here knows a rule). The whole State but the stack's order: the stack is
shown per kind, as its order is hidden from every seat."""


def _counts(d):
    """'2 corn, 1 sugar' from {id: n} (zero counts left out), or '-'."""
    if isinstance(d, list):
        out = {}
        for x in d:
            out[x] = out.get(x, 0) + 1
        d = out
    items = [f"{n} {k}" for k, n in d.items() if n]
    return ", ".join(items) if items else "-"


def _workers(d):
    n = sum(d.values()) if isinstance(d, dict) else 0
    return f" [{n} worker{'s' if n != 1 else ''}]" if n else ""


def state_text(state):
    if state.is_chance_node():
        outs = ", ".join(f"{state.action_to_string(k)} {p:.3f}"
                         for k, p in state.chance_outcomes())
        last = state.history()[-1] if state.history() else "the setup"
        return f"chance node after '{last}': {outs}"
    j = state.to_json()
    to_act = state.current_player()
    lines = [f"round {j['round']}, stage {j['stage']}, governor seat {j['governor']}, "
             + ("game over" if to_act < 0 else f"seat {to_act} to act")]
    roles = []
    for c in j["roles"]:
        taken = "" if c["taken_by"] is None else f" (seat {c['taken_by']})"
        coins = f" +{c['coins']}" if c["coins"] else ""
        roles.append(f"{c['role']}{coins}{taken}")
    lines.append("roles: " + ", ".join(roles))
    sup = j["supply"]
    lines.append(f"supply: {sup['vp']} VP, workers {_counts(sup['workers'])}, on the ship "
                 f"{_counts(sup['ship_workers'])}, goods {_counts(sup['goods'])}")
    lines.append(f"tiles: face up {_counts(j['face_up'])}; open {_counts(j['open_pile'])}; "
                 f"stack {len(j['stack'])} ({_counts(j['stack'])}); "
                 f"discarded {_counts(j['discard'])}")
    ships = [f"{s['capacity']}: {s['load']} {s['good'] or ''}".rstrip() for s in j["ships"]]
    lines.append("ships: " + "; ".join(ships) + f"; trading house: {_counts(j['trading_house'])}")
    scores = state.scores()
    for i, seat in enumerate(j["seats"]):
        sc = scores[i]
        lines.append(f"seat {i}: {seat['coins']} coins, {seat['vp_chips']} VP chips, "
                     f"{sc['total']} VP in all{' (winner)' if sc['winner'] else ''}; "
                     f"goods {_counts(seat['goods'])}; San Juan {_counts(seat['san_juan'])}")
        isl = [f"{t['tile']}{_workers(t['workers'])}" for t in seat["island"]]
        city = [f"{b['building']}{_workers(b['workers'])}" for b in seat["city"]]
        lines.append("  island: " + (", ".join(isl) or "-"))
        lines.append("  city: " + (", ".join(city) or "-"))
    return "\n".join(lines)
