// The header's line about where the game is: the stage, and during a role's phase the
// role by its name and who chose it ("Settler phase (chosen by seat 1)"), as the
// terminal's status line says it.
import type { Board, Rules } from "./api";

export function stageText(board: Board, rules: Rules): string {
  switch (board.stage) {
    case "draft":
      return "drafting the buildings";
    case "choose_role":
      return "choosing a role";
    case "game_over":
      return "game over";
    case "phase": {
      const card = board.cursor?.card;
      const role = card === null || card === undefined ? null : board.roles[card]?.role;
      const name = rules.roles.find((r) => r.id === role)?.name ?? role;
      return name ? `${name} phase (chosen by seat ${board.chooser + 1})` : "a role's phase";
    }
  }
  return board.stage.replace(/_/g, " ");
}

// Who the game waits for: a bot seat (any kind but "human") is thinking, a person is to move.
export function waitingText(seat: number, kind: string | undefined): string {
  return kind && kind !== "human" ? `Seat ${seat + 1} (${kind}) is thinking…` : `Seat ${seat + 1} (${kind ?? "human"}) to move…`;
}
