"""str(state): a readable text view of a State, from its JSON (the engine's own words for
everything; nothing here knows a rule). The whole State but the stack's order: the stack is
shown per kind, as its order is hidden from every seat. A card game (San Juan) is shown by
its card zones instead of Puerto Rico's supply, ships and island: each seat's hand and the
other cards it holds with their kinds (from that seat's own view), every city with what
lies on or under its buildings, and the piles' sizes."""

import json as _json


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
    if any(":" in place for place in j.get("cards", [])):  # cards lie in a seat's zones
        return _card_text(state, j)
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


def _card_text(state, j):
    """A card game's State: the zones the pack declares, by their ids."""
    to_act = state.current_player()
    lines = [f"round {j['round']}, stage {j['stage']}, governor seat {j['governor']}, "
             + ("game over" if to_act < 0 else f"seat {to_act} to act")]
    roles = [c["role"] + ("" if c["taken_by"] is None else f" (seat {c['taken_by']})")
             for c in j["roles"]]
    lines.append("roles: " + ", ".join(roles))
    counts = {}
    for place in j["cards"]:  # "draw_pile", "in_hand:2", "goods_cards:0:3"
        if place:
            counts[place] = counts.get(place, 0) + 1
    # The game's own zones (the piles), empty ones too, in the pack's order.
    piles = [z["zone"] for z in _json.loads(state.observation_string(0))["cards"] if "seat" not in z]
    lines.append("cards: " + ", ".join(f"{z} {counts.get(z, 0)}" for z in piles))
    # The zone of the built cards themselves: the building zone whose kinds seat 0 sees on
    # another seat's buildings (goods are seen by nobody, the cards under a chapel by their
    # owner only).
    built = {z["zone"] for z in _json.loads(state.observation_string(0))["cards"]
             if "slot" in z and z.get("seat") != 0 and "kinds" in z}
    scores = state.scores()
    for i, seat in enumerate(j["seats"]):
        # The seat's own view names the kinds it holds (its hand, cards it looks at).
        own = [z for z in _json.loads(state.observation_string(i))["cards"]
               if z.get("seat") == i]
        sc = scores[i]
        lines.append(f"seat {i}: {sc['total']} VP in all{' (winner)' if sc['winner'] else ''}")
        for z in own:
            if "slot" in z or not z.get("count"):
                continue
            kinds = f": {', '.join(z['kinds'])}" if z.get("kinds") else ""
            lines.append(f"  {z['zone']} {z['count']}{kinds}")
        city = []
        for slot, b in enumerate(seat["city"]):
            on = [f"{z.split(':')[0]} {n}" for z, n in counts.items()
                  if z.endswith(f":{i}:{slot}") and z.split(":")[0] not in built]
            city.append(b["building"] + (f" [{', '.join(on)}]" if on else ""))
        lines.append("  city: " + (", ".join(city) or "-"))
    return "\n".join(lines)
