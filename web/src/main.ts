// The page of `governor serve`: it draws what the server sends and posts the choices.
// No rule is written here (DESIGN.md "The layers above the engine").
import "./style.css";
import { GameScreen } from "./game";
import { showHome } from "./home";
import { parseRoute } from "./route";

const root = document.getElementById("app")!;
let screen: GameScreen | null = null;

function go(): void {
  screen?.stop();
  screen = null;
  const r = parseRoute(location.hash);
  if (r.page === "home") {
    void showHome(root);
  } else {
    screen = new GameScreen(root, r.id, r.seat, r.token);
    void screen.start();
  }
}

window.addEventListener("hashchange", go);
go();
