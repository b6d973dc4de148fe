// Run after every test file: the runner harness's folders go, so a test run leaves the OS temp
// folder as it found it.
import { afterAll } from '@jest/globals'
import { removeRunnerDirs } from '../../emulator/runner-dirs.js'

afterAll(removeRunnerDirs)
