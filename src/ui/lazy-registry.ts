import { use } from "react";

type Loaders = Record<string, () => Promise<{ default: unknown }>>;
type Loaded<R extends Loaders, K extends keyof R> = Awaited<ReturnType<R[K]>>["default"];

/**
 * Components by name, each in its own chunk so that a page downloads only the ones it draws.
 * `load` fetches one ahead of rendering (the route's loaders await it); `get` then returns it
 * synchronously. A component not loaded yet suspends rendering until it is (hydration waits
 * for it with the server's HTML still in place). An unknown name throws, naming it.
 */
export function lazyRegistry<R extends Loaders>(kind: string, loaders: R) {
  const loaded = new Map<keyof R, unknown>();
  const pending = new Map<keyof R, Promise<unknown>>();

  function load<K extends keyof R>(name: K): Promise<Loaded<R, K>> {
    if (!Object.hasOwn(loaders, name)) throw new Error(`No ${kind} is called "${String(name)}". ${kind[0].toUpperCase()}${kind.slice(1)}s: ${Object.keys(loaders).join(", ")}.`);
    let promise = pending.get(name);
    if (!promise) {
      promise = loaders[name]().then(
        (module) => (loaded.set(name, module.default), module.default),
        (error: unknown) => {
          // A chunk that failed to download (offline, a new deploy) is tried again next time.
          pending.delete(name);
          throw error;
        },
      );
      pending.set(name, promise);
    }
    return promise as Promise<Loaded<R, K>>;
  }

  function get<K extends keyof R>(name: K): Loaded<R, K> {
    if (loaded.has(name)) return loaded.get(name) as Loaded<R, K>;
    return use(load(name));
  }

  return { names: Object.keys(loaders) as (keyof R & string)[], load, get };
}
