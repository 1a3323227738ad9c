/** A message for an author in both of the editor's languages: the English the commands print, and its Mongolian. */
export interface Said {
  en: string;
  mn: string;
}

/** A line for an author in Mongolian first, then in English: what a command prints. */
export const bothLanguages = (said: Said): string => `${said.mn}\n${said.en}`;

/** A refusal whose message is for the author: `message` in English, `mn` in Mongolian for the editor. */
export class AuthoringError extends Error {
  readonly mn: string;
  constructor(said: Said) {
    super(said.en);
    this.mn = said.mn;
  }
}
