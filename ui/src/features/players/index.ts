// Players (the floor's and the cage's): the registry, each player's card, his restrictions.
export { PlayersPage } from "./PlayersPage";
