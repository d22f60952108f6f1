#!/usr/bin/env bash
# Regenerates the mock API's demo media from ffmpeg's built-in test sources (original, no
# third-party footage): six portrait clips (360x640, 4 s, H.264 baseline + AAC, faststart),
# a poster per clip and four avatars. Needs ffmpeg (Debian: apt-get install -y ffmpeg).
set -euo pipefail
cd "$(dirname "$0")"

sources=(
  "testsrc2=size=360x640:rate=24"
  "mandelbrot=size=360x640:rate=24"
  "testsrc=size=360x640:rate=24"
  "gradients=size=360x640:rate=24:speed=0.05"
  "cellauto=size=360x640:rate=24:rule=110"
  "smptehdbars=size=360x640:rate=24"
)
tones=(220 277 330 392 440 523)

for i in "${!sources[@]}"; do
  n=$((i + 1))
  ffmpeg -v error -y \
    -f lavfi -i "${sources[$i]}" \
    -f lavfi -i "sine=frequency=${tones[$i]}:sample_rate=44100" \
    -t 4 -vf "drawtext=text='Clip ${n}':fontcolor=white:fontsize=40:box=1:boxcolor=black@0.5:x=(w-text_w)/2:y=h-120,format=yuv420p" \
    -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 32 \
    -c:a aac -b:a 48k -movflags +faststart "clip-${n}.mp4"
  ffmpeg -v error -y -ss 1 -i "clip-${n}.mp4" -frames:v 1 -q:v 6 "poster-${n}.jpg"
done

colors=("#ff2d78" "#2d9cff" "#2dff9c" "#ffb02d")
for i in "${!colors[@]}"; do
  n=$((i + 1))
  ffmpeg -v error -y -f lavfi -i "color=c=${colors[$i]}:size=256x256" \
    -vf "drawtext=text='${n}':fontcolor=white:fontsize=120:x=(w-text_w)/2:y=(h-text_h)/2" \
    -frames:v 1 "avatar-${n}.png"
done
