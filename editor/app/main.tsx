import { createRoot } from "react-dom/client";
import { Editor } from "./editor";
import { LangProvider } from "./lang";
import "./editor.css";

createRoot(document.getElementById("editor")!).render(
  <LangProvider>
    <Editor />
  </LangProvider>,
);
