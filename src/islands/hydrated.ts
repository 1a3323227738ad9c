/** The attribute an island gets once React has hydrated it: whatever waits for its code watches for it. */
export const hydratedAttribute = "data-hydrated";
