// For the Players screen's tests: the registry served as the room works it (test/servePlayers.ts).
export { cageSession, servePlayers, TOM, WRONG_PIN } from "../../test/servePlayers";
