// The island of every page: the header's menus, the consultation dialog and the language memory
// (src/islands/chrome/). Marks the page as enhanced once they are in place.
document.documentElement.dataset.enhanced = "";
