// The console's log strip and Undo button in the station's language: the hand's entries, sent
// by the room as data, put in words (in English the room's own sentences, word for word). The
// words live in lib/ because the hand history reads a hand's log the same way.
export { entryWords, handWords, logLine, undoLine, undoWords, type LogEntry, type UndoTakes } from "../../lib/logWords";
