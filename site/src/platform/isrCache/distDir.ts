/** The build's folder: `NEXT_DIST_DIR` (several builds side by side, tests, benchmarks) or Next's default. */
export const distDirName = () => process.env.NEXT_DIST_DIR || '.next'
