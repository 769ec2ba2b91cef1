/**
 * What the benchmarks' load asks for in Accept-Encoding: a browser's list by default, so
 * pages come as a buyer's browser gets them (compressed); `BENCH_ENCODING=identity` measures
 * them uncompressed, as the runs before 2026-11-25 did.
 */
export const BENCH_ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br, zstd'
