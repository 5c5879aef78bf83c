// How another screen (a report's discrepancy, an adjustment) opens a hand in the Hand history
// screen: the app provides the opener. Absent (a test of one screen alone): no link.
import { createContext, useContext } from "react";

export const OpenHandContext = createContext<((handId: number) => void) | null>(null);

export const useOpenHand = () => useContext(OpenHandContext);
