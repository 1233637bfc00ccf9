import { Text, View } from '@tarojs/components';
import { ID_NUMBER_PURPOSES } from '@shared/consent.ts';

export default function Index() {
  return (
    <View>
      <Text>{ID_NUMBER_PURPOSES['mp-register']}</Text>
    </View>
  );
}
