// The page's addresses (all after '#', so tokens never reach a server log or a Referer):
//   #/                          new game form and the list of games
//   #/g/<id>                    watch a game (a spectator)
//   #/g/<id>/seat/<n>/<token>   play seat n (1-based in the address)
//   #/g/<id>/host/<token>       hot seat: every person's seat from this screen

export type Route =
  | { page: "home" }
  | { page: "game"; id: string; seat: string; token: string };

const hex = /^[0-9a-f]{1,64}$/;

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, "").split("/").filter((p) => p.length > 0);
  if (parts[0] !== "g" || !parts[1] || !hex.test(parts[1])) return { page: "home" };
  const id = parts[1];
  if (parts[2] === "seat" && parts[3] && /^[1-5]$/.test(parts[3]) && parts[4] && hex.test(parts[4]))
    return { page: "game", id, seat: String(Number(parts[3]) - 1), token: parts[4] };
  if (parts[2] === "host" && parts[3] && hex.test(parts[3]))
    return { page: "game", id, seat: "auto", token: parts[3] };
  return { page: "game", id, seat: "", token: "" };
}

export function seatLink(origin: string, id: string, seat: number, token: string): string {
  return `${origin}/#/g/${id}/seat/${seat + 1}/${token}`;
}
export function hostLink(origin: string, id: string, token: string): string {
  return `${origin}/#/g/${id}/host/${token}`;
}
export function watchLink(origin: string, id: string): string {
  return `${origin}/#/g/${id}`;
}
