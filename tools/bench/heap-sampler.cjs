// Preloaded (`node --require`) into a server that tools/bench/profile-functions.mjs measures with
// `--heap`: V8's sampling heap profiler, counting every sampled allocation, also the ones the
// garbage collector has freed since (what a page allocates, not what it keeps). SIGUSR2 starts a
// window; the next SIGUSR2 ends it and writes `heap-<n>.heapprofile` (n = 1, 2, ...) into
// HEAP_SAMPLE_DIR. Nothing runs until the first signal.
'use strict';

const { Session } = require('node:inspector');
const { renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.HEAP_SAMPLE_DIR;
if (!dir) throw new Error('heap-sampler.cjs needs HEAP_SAMPLE_DIR (where to write the profiles)');

const session = new Session();
session.connect();
let sampling = false;
let written = 0;
process.on('SIGUSR2', () => {
  if (!sampling) {
    sampling = true;
    session.post('HeapProfiler.startSampling', {
      // One sample per 8 kB allocated on average: fine enough for a page's few hundred kB, few
      // enough that a window's profile is written in a moment.
      samplingInterval: 8192,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    return;
  }
  sampling = false;
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) throw error;
    written += 1;
    // Written whole under a temporary name, then renamed: a reader never sees half a file.
    const file = join(dir, `heap-${written}.heapprofile`);
    writeFileSync(`${file}.part`, JSON.stringify(result.profile));
    renameSync(`${file}.part`, file);
  });
});
