/**
 * The zod every contract is written with: `zod/mini`, whose functions tree-shake, where classic zod's methods put
 * the whole library (~27 KB gzipped) in every page. Mini ships no messages of its own ("Invalid input" for every
 * check without one), so the English locale classic zod loads by itself is loaded here, once (~1 KB gzipped): API
 * answers and form errors keep their exact words for every check that has no message of its own. The package's
 * `sideEffects` names this file: contracts reach `z` straight through it, so a bundler would otherwise drop the call.
 */
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';

z.config(en());

export { z };
