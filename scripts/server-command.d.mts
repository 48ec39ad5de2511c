export declare const SERVER_FLAGS: string[];
export declare const SERVER_ENTRY: string;
export declare function serverEnv<E extends Record<string, string | undefined>>(env: E): E & { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
