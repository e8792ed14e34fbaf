// Until bid opening (baohanrestore, issue 24) the bid section, its name and the tenderer arrive as
// ciphertext: the order shows this placeholder instead, and the section number's ciphertext keys
// the project so every bidder of one section lands on the same project.
import { sm3Hex } from '@bht/national-crypto';

/** What the project name, tender unit and bid section say while they are sealed. */
export const SEALED = '开标前保密';

/** projects.platform_key holds 64 characters: a longer ciphertext is keyed by its SM3 (hex). */
export const sealedProjectKey = (biaoduanno: string) =>
  biaoduanno.length <= 64 ? biaoduanno : sm3Hex(biaoduanno);

/** Whether the order still shows the sealed placeholder (uploads go as 密文 letters, filetype 1). */
export const isSealed = (order: { projectName: string }) => order.projectName === SEALED;
