;; Finds a fixed set of keys (1 to 4 bytes each) in a block of bytes, sixteen positions at a time.
;; The keys sit in eight buckets. For each of a key's four bytes, two tables of sixteen
;; bytes say which buckets hold a key with that low and that high nibble there; one SIMD lookup
;; per nibble gives, for sixteen positions at once, the buckets whose keys may start there, and
;; only those positions are compared with the keys of those buckets. A regex over many keys
;; tests every position one byte at a time; this tests sixteen with a dozen instructions.
;; strip() first takes a block's colour codes out in place, the way the scanner's regex for
;; terminal escapes in whole lines does. key-scan.ts writes the tables and the keys, and the
;; block, then reads what scan() found.
;; Built into key-scan-wasm.ts by scripts/write-key-scan-module.mjs.
(module
  (memory (export "memory") 1)
  ;; Where the host writes: the eight nibble tables (low then high, for bytes 0 to 3), the
  ;; buckets (a count, then key, mask and id, each an i32, per key; 512 bytes a bucket) and the
  ;; block, followed by 32 zero bytes. Bytes 128 to 143 hold one vector's buckets while it is read.
  (global (export "tables") i32 (i32.const 0))
  (global (export "buckets") i32 (i32.const 256))
  (global (export "input") i32 (i32.const 4352))

  ;; Writes (position, id) at `out` for every key of the buckets in `mask` that the bytes at `p`
  ;; start with; returns the new count. A key's unused bytes are masked off, and no key has a
  ;; zero byte, so none matches into the padding.
  (func $compare (param $p i32) (param $mask i32) (param $out i32) (param $count i32) (result i32)
    (local $bytes i32) (local $at i32) (local $end i32) (local $slot i32)
    (local.set $bytes (i32.load (i32.add (i32.const 4352) (local.get $p))))
    (block $done
      (loop $bucket
        (br_if $done (i32.eqz (local.get $mask)))
        (local.set $at (i32.add (i32.const 256) (i32.shl (i32.ctz (local.get $mask)) (i32.const 9))))
        (local.set $end
          (i32.add (i32.add (local.get $at) (i32.const 4)) (i32.mul (i32.load (local.get $at)) (i32.const 12))))
        (local.set $at (i32.add (local.get $at) (i32.const 4)))
        (block $keysDone
          (loop $key
            (br_if $keysDone (i32.ge_u (local.get $at) (local.get $end)))
            (if (i32.eq (i32.and (local.get $bytes) (i32.load offset=4 (local.get $at))) (i32.load (local.get $at)))
              (then
                (local.set $slot (i32.add (local.get $out) (i32.shl (local.get $count) (i32.const 3))))
                (i32.store (local.get $slot) (local.get $p))
                (i32.store offset=4 (local.get $slot) (i32.load offset=8 (local.get $at)))
                (local.set $count (i32.add (local.get $count) (i32.const 1)))))
            (local.set $at (i32.add (local.get $at) (i32.const 12)))
            (br $key)))
        (local.set $mask (i32.and (local.get $mask) (i32.sub (local.get $mask) (i32.const 1))))
        (br $bucket)))
    (local.get $count))

  ;; The byte at `at` of the block, or 0 past its `n` bytes.
  (func $byte (param $at i32) (param $n i32) (result i32)
    (if (result i32) (i32.lt_u (local.get $at) (local.get $n))
      (then (i32.load8_u (i32.add (i32.const 4352) (local.get $at))))
      (else (i32.const 0))))

  ;; Where the escape sequence that starts at `esc` ends, or `esc` when none starts there: CSI
  ;; (ESC [, parameters 0-9 ; ?, intermediates space to /, a final @ to ~), OSC (ESC ], up to
  ;; BEL, ESC or a line's end, then BEL or ESC \ when there), else ESC and one of @ to _.
  (func $sequenceEnd (param $esc i32) (param $n i32) (result i32)
    (local $at i32) (local $c i32)
    (local.set $c (call $byte (i32.add (local.get $esc) (i32.const 1)) (local.get $n)))
    (if (i32.eq (local.get $c) (i32.const 0x5b))
      (then
        (local.set $at (i32.add (local.get $esc) (i32.const 2)))
        (block $params
          (loop $param
            (local.set $c (call $byte (local.get $at) (local.get $n)))
            (br_if $params
              (i32.eqz
                (i32.or
                  (i32.lt_u (i32.sub (local.get $c) (i32.const 0x30)) (i32.const 10))
                  (i32.or (i32.eq (local.get $c) (i32.const 0x3b)) (i32.eq (local.get $c) (i32.const 0x3f))))))
            (local.set $at (i32.add (local.get $at) (i32.const 1)))
            (br $param)))
        (block $inters
          (loop $inter
            (br_if $inters
              (i32.ge_u (i32.sub (call $byte (local.get $at) (local.get $n)) (i32.const 0x20)) (i32.const 16)))
            (local.set $at (i32.add (local.get $at) (i32.const 1)))
            (br $inter)))
        (if (i32.lt_u (i32.sub (call $byte (local.get $at) (local.get $n)) (i32.const 0x40)) (i32.const 63))
          (then (return (i32.add (local.get $at) (i32.const 1)))))
        ;; No final byte: ESC [ alone, as ESC and one of @ to _.
        (return (i32.add (local.get $esc) (i32.const 2)))))
    (if (i32.eq (local.get $c) (i32.const 0x5d))
      (then
        (local.set $at (i32.add (local.get $esc) (i32.const 2)))
        (block $body
          (loop $char
            (local.set $c (call $byte (local.get $at) (local.get $n)))
            (br_if $body (i32.ge_u (local.get $at) (local.get $n)))
            (br_if $body (i32.eq (local.get $c) (i32.const 0x07)))
            (br_if $body (i32.eq (local.get $c) (i32.const 0x1b)))
            (br_if $body (i32.eq (local.get $c) (i32.const 0x0a)))
            (br_if $body (i32.eq (local.get $c) (i32.const 0x0d)))
            (local.set $at (i32.add (local.get $at) (i32.const 1)))
            (br $char)))
        (if (i32.eq (local.get $c) (i32.const 0x07))
          (then (return (i32.add (local.get $at) (i32.const 1)))))
        (if (i32.and
              (i32.eq (local.get $c) (i32.const 0x1b))
              (i32.eq (call $byte (i32.add (local.get $at) (i32.const 1)) (local.get $n)) (i32.const 0x5c)))
          (then (return (i32.add (local.get $at) (i32.const 2)))))
        (return (local.get $at))))
    (if (i32.lt_u (i32.sub (local.get $c) (i32.const 0x40)) (i32.const 32))
      (then (return (i32.add (local.get $esc) (i32.const 2)))))
    (local.get $esc))

  ;; Takes the escape sequences out of the `n` bytes of the block, moving what follows each one
  ;; down; returns the block's new length.
  (func (export "strip") (param $n i32) (result i32)
    (local $read i32) (local $write i32) (local $esc i32) (local $end i32) (local $lanes i32)
    (block $done
      (loop $next
        ;; The next ESC at or after `read`, sixteen bytes at a time, or `n`.
        (local.set $esc (local.get $read))
        (block $found
          (loop $look
            (br_if $found (i32.ge_u (local.get $esc) (local.get $n)))
            (local.set $lanes
              (i8x16.bitmask
                (i8x16.eq
                  (v128.load (i32.add (i32.const 4352) (local.get $esc)))
                  (v128.const i8x16 27 27 27 27 27 27 27 27 27 27 27 27 27 27 27 27))))
            (if (local.get $lanes)
              (then
                (local.set $esc (i32.add (local.get $esc) (i32.ctz (local.get $lanes))))
                (br $found)))
            (local.set $esc (i32.add (local.get $esc) (i32.const 16)))
            (br $look)))
        ;; What lies past the block is not read as part of it.
        (if (i32.gt_u (local.get $esc) (local.get $n)) (then (local.set $esc (local.get $n))))
        (memory.copy
          (i32.add (i32.const 4352) (local.get $write))
          (i32.add (i32.const 4352) (local.get $read))
          (i32.sub (local.get $esc) (local.get $read)))
        (local.set $write (i32.add (local.get $write) (i32.sub (local.get $esc) (local.get $read))))
        (br_if $done (i32.ge_u (local.get $esc) (local.get $n)))
        (local.set $end (call $sequenceEnd (local.get $esc) (local.get $n)))
        (if (i32.eq (local.get $end) (local.get $esc))
          (then
            ;; An ESC that starts nothing stays.
            (i32.store8 (i32.add (i32.const 4352) (local.get $write)) (i32.const 0x1b))
            (local.set $write (i32.add (local.get $write) (i32.const 1)))
            (local.set $end (i32.add (local.get $esc) (i32.const 1)))))
        (local.set $read (local.get $end))
        (br $next)))
    (local.get $write))

  ;; Finds the keys in the `n` bytes of the block; writes (position, id) pairs at `out` in order
  ;; of position and returns how many.
  (func (export "scan") (param $n i32) (param $out i32) (result i32)
    (local $i i32) (local $count i32) (local $src i32) (local $lanes i32) (local $j i32)
    (local $m v128) (local $v v128)
    (local $low v128)
    (local $lo0 v128) (local $hi0 v128) (local $lo1 v128) (local $hi1 v128)
    (local $lo2 v128) (local $hi2 v128) (local $lo3 v128) (local $hi3 v128)
    (local.set $low (v128.const i8x16 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15))
    (local.set $lo0 (v128.load (i32.const 0)))
    (local.set $hi0 (v128.load (i32.const 16)))
    (local.set $lo1 (v128.load (i32.const 32)))
    (local.set $hi1 (v128.load (i32.const 48)))
    (local.set $lo2 (v128.load (i32.const 64)))
    (local.set $hi2 (v128.load (i32.const 80)))
    (local.set $lo3 (v128.load (i32.const 96)))
    (local.set $hi3 (v128.load (i32.const 112)))
    (block $done
      (loop $vector
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $src (i32.add (i32.const 4352) (local.get $i)))
        ;; The buckets each position's byte 0, then bytes 1 to 3, admit.
        (local.set $v (v128.load (local.get $src)))
        (local.set $m
          (v128.and
            (i8x16.swizzle (local.get $lo0) (v128.and (local.get $v) (local.get $low)))
            (i8x16.swizzle (local.get $hi0) (i8x16.shr_u (local.get $v) (i32.const 4)))))
        (local.set $v (v128.load offset=1 (local.get $src)))
        (local.set $m
          (v128.and (local.get $m)
            (v128.and
              (i8x16.swizzle (local.get $lo1) (v128.and (local.get $v) (local.get $low)))
              (i8x16.swizzle (local.get $hi1) (i8x16.shr_u (local.get $v) (i32.const 4))))))
        (local.set $v (v128.load offset=2 (local.get $src)))
        (local.set $m
          (v128.and (local.get $m)
            (v128.and
              (i8x16.swizzle (local.get $lo2) (v128.and (local.get $v) (local.get $low)))
              (i8x16.swizzle (local.get $hi2) (i8x16.shr_u (local.get $v) (i32.const 4))))))
        (local.set $v (v128.load offset=3 (local.get $src)))
        (local.set $m
          (v128.and (local.get $m)
            (v128.and
              (i8x16.swizzle (local.get $lo3) (v128.and (local.get $v) (local.get $low)))
              (i8x16.swizzle (local.get $hi3) (i8x16.shr_u (local.get $v) (i32.const 4))))))
        (if (v128.any_true (local.get $m))
          (then
            (v128.store (i32.const 128) (local.get $m))
            (local.set $lanes (i8x16.bitmask (i8x16.ne (local.get $m) (v128.const i64x2 0 0))))
            (block $lanesDone
              (loop $lane
                (br_if $lanesDone (i32.eqz (local.get $lanes)))
                (local.set $j (i32.ctz (local.get $lanes)))
                (local.set $count
                  (call $compare
                    (i32.add (local.get $i) (local.get $j))
                    (i32.load8_u offset=128 (local.get $j))
                    (local.get $out)
                    (local.get $count)))
                (local.set $lanes (i32.and (local.get $lanes) (i32.sub (local.get $lanes) (i32.const 1))))
                (br $lane)))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $vector)))
    (local.get $count))
)
