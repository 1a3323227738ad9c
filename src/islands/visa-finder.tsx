// The visa finder's island: this small script is all a page loads up front; React and the finder
// come once the finder nears the screen or is touched.
import { whenNeeded } from "./when-needed";

whenNeeded("visa-finder", () => void import("./visa-finder.client"));
