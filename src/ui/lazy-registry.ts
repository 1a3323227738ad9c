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
  // A promise marked as settled the way React marks the ones it has seen: `use` then returns its
  // value at once, even to the server renderer, and every render of a component calls `use` alike
  // (React complains when a render that suspended is replayed without it).
  type Tracked = Promise<unknown> & { status?: "fulfilled"; value?: unknown };
  const pending = new Map<keyof R, Tracked>();

  function load<K extends keyof R>(name: K): Promise<Loaded<R, K>> {
    if (!Object.hasOwn(loaders, name))
      throw new Error(
        `No ${kind} is called "${String(name)}". ${kind[0].toUpperCase()}${kind.slice(1)}s: ${Object.keys(loaders).join(", ")}.`,
      );
    let promise = pending.get(name);
    if (!promise) {
      const tracked: Tracked = loaders[name]().then(
        (module) => Object.assign(tracked, { status: "fulfilled", value: module.default }).value,
        (error: unknown) => {
          // A chunk that failed to download (offline, a new deploy) is tried again next time.
          pending.delete(name);
          throw error;
        },
      );
      promise = tracked;
      pending.set(name, promise);
    }
    return promise as Promise<Loaded<R, K>>;
  }

  /** The component, inside a render: at once when loaded, else rendering waits for it. */
  function useLoaded<K extends keyof R>(name: K): Loaded<R, K> {
    return use(load(name));
  }

  return { names: Object.keys(loaders) as (keyof R & string)[], load, useLoaded };
}
