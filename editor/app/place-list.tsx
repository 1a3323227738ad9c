/** A place that links to a page, named for the author (`words`), at its JSON pointer. */
export interface LinkingPlaceShown {
  pointer: string;
  words: string;
}

/**
 * The places that link to a page, each a button that opens its field, for the author to change
 * the link there (deleting the page, making it a draft).
 */
export function PlaceList({ places, onField }: { places: LinkingPlaceShown[]; onField: (pointer: string) => void }) {
  return (
    <ul>
      {places.map((place) => (
        <li key={place.pointer}>
          <button type="button" className="place" onClick={() => onField(place.pointer)}>
            {place.words}
          </button>
        </li>
      ))}
    </ul>
  );
}
