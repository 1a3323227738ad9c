// The script of every page: what the header, the consultation dialog, the language switch, an
// article's back link, the rows that scroll sideways and the not-found page do beyond their static
// HTML. Plain TypeScript, no framework; each part leaves a page without its element alone.
import { enhancedAttribute } from "../chrome/dom-names";
import { enhanceBackLink } from "./chrome/back";
import { enhanceDialogs } from "./chrome/dialog";
import { enhanceLanguageSwitch } from "./chrome/language";
import { enhanceMenus } from "./chrome/menus";
import { handleNotFound } from "./chrome/not-found";
import { enhancePhoneMenu } from "./chrome/phone-menu";
import { enhanceScrollRows } from "./chrome/scroll-rows";

for (const enhance of [
  handleNotFound,
  enhanceLanguageSwitch,
  enhanceMenus,
  enhancePhoneMenu,
  enhanceDialogs,
  enhanceBackLink,
  enhanceScrollRows,
])
  try {
    enhance();
  } catch (error) {
    // One part failing leaves the others working.
    console.error(error);
  }

// What needs script shows from now on, and what stands in for it goes; tests wait for this too.
document.documentElement.setAttribute(enhancedAttribute, "");
