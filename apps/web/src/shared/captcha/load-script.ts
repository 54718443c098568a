const loading = new Map<string, Promise<void>>();

/** Adds a provider's script once per page; later callers share the same load. */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error('The human check could not be loaded. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  loading.set(src, load);
  return load;
}
