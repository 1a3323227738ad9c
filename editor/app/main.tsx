import { createRoot } from "react-dom/client";
import { Editor } from "./editor";
import "./editor.css";

createRoot(document.getElementById("editor")!).render(<Editor />);
