import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Sprite, SpriteMaterial } from 'three';
import { hitAt, latestHitSeq } from './combatFx';
import { floatOpacity, floatRise } from './fightMotion';
import { createNumberTexture, drawHitText, hitText } from './numberTexture';
import { FIGHTER_POSITION, HIT_HEIGHT } from './stageLayout';

/** At most this many numbers in the air at once; each visible one is one draw call. */
const POOL = 4;

/**
 * Damage and misses floating up from whoever was struck. A fixed pool of sprites, each with its
 * own canvas texture redrawn only when a hit arrives; hidden sprites cost nothing.
 */
export function FloatingNumbers() {
  const textures = useMemo(() => Array.from({ length: POOL }, createNumberTexture), []);
  useEffect(() => () => textures.forEach((texture) => texture.dispose()), [textures]);
  const sprites = useRef<(Sprite | null)[]>([]);
  const materials = useRef<(SpriteMaterial | null)[]>([]);
  const bornAt = useRef<number[]>(Array.from({ length: POOL }, () => -10));
  const baseY = useRef<number[]>(Array.from({ length: POOL }, () => 0));
  const seen = useRef(latestHitSeq());
  const next = useRef(0);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    for (let seq = seen.current + 1; seq <= latestHitSeq(); seq++) {
      const hit = hitAt(seq);
      const sprite = sprites.current[next.current];
      const texture = textures[next.current];
      if (!hit || !sprite || !texture) continue;
      drawHitText(texture, hitText(hit.amount, hit.missed), hit.missed ? 'miss' : hit.target === 'player' ? 'taken' : 'dealt');
      const [x, , z] = FIGHTER_POSITION[hit.target];
      sprite.position.set(x + (seq % 2 === 0 ? 0.8 : -0.8), HIT_HEIGHT + 1.5, z);
      baseY.current[next.current] = HIT_HEIGHT + 1.5;
      bornAt.current[next.current] = t;
      next.current = (next.current + 1) % POOL;
    }
    seen.current = latestHitSeq();
    for (let i = 0; i < POOL; i++) {
      const sprite = sprites.current[i];
      const material = materials.current[i];
      if (!sprite || !material) continue;
      const age = t - (bornAt.current[i] as number);
      const opacity = floatOpacity(age);
      sprite.visible = opacity > 0;
      if (!sprite.visible) continue;
      material.opacity = opacity;
      sprite.position.y = (baseY.current[i] as number) + floatRise(age);
    }
  });

  return (
    <group name="combat-numbers">
      {textures.map((texture, i) => (
        <sprite
          key={i}
          ref={(sprite) => {
            sprites.current[i] = sprite;
          }}
          visible={false}
          scale={[4, 2, 1]}
          renderOrder={10}
        >
          <spriteMaterial
            ref={(material) => {
              materials.current[i] = material;
            }}
            map={texture}
            transparent
            depthTest={false}
            depthWrite={false}
          />
        </sprite>
      ))}
    </group>
  );
}
