import { View } from '@tarojs/components';
import type { ReactNode } from 'react';
import './article.css';

/** A news or activity page's white block: the title as the page's heading, then what follows it. */
export function Article({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <View className="article">
      <View className="article__title" role="heading" aria-level={1}>
        {title}
      </View>
      {children}
    </View>
  );
}
