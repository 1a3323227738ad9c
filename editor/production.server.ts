// Imported first by serve.server.ts, before anything loads React: React runs its production build
// in the whole editor process, as in the build's render threads. The preview's compiled templates
// then draw as the built site does, and Vite's build of the editor's page (which sets NODE_ENV when
// it is unset) cannot switch React's mode while some of it is loaded.
process.env.NODE_ENV = "production";
