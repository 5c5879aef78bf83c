import { z } from "zod";

// The app's CSP has no 'unsafe-eval'. Zod 4 probes `new Function` to speed up its object
// parsing, which the window refuses (and logs as a CSP violation): parse without it.
z.config({ jitless: true });

export { z };
