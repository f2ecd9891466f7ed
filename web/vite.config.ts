// The page is built into the build folder (governor serve finds it beside the binary):
// GOVERNOR_WEB_OUT overrides the folder (scripts/setup.sh passes <build>/web).
import { defineConfig } from "vite";

export default defineConfig({
  base: "./",
  build: {
    outDir: process.env.GOVERNOR_WEB_OUT ?? "../build/web",
    emptyOutDir: true,
  },
  test: {
    include: ["tests/unit/**/*.test.ts"],
  },
});
