/**
 * Passwords people choose most often (from the published lists of leaked passwords), lower
 * case, without spaces. A password is refused when it is one of these, one of these with digits
 * or signs added at the end, or one of these repeated.
 */
export const commonPasswords = new Set(
  `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn
555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda
summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder
taylor matrix mobilemail mom monitor monitoring montana moon moscow welcome welcome1 admin admin123
administrator passw0rd password1 password12 password123 password1234 p@ssw0rd p@ssword qwerty123
qwerty1234 qwertyuiop123 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx3edc zaq12wsx zaq1zaq1 qazwsxedc
qazwsxedcrfv asdfghjkl asdfghjkl123 zxcvbnm123 123456789012 1234567890123 0987654321 123abc abcdef
abcdefg abcdefgh abcdefghijkl abcd1234 1234abcd aa123456 a123456 123456a 12345qwert qwert12345 iloveyou1
iloveyou123 iloveyou2 loveyou lovely lovelove letmein1 letmeinnow trustno1trustno1 whatever secret
secret123 changeme changeme123 changeit default guest guest123 test test123 testing tester demo
login login123 root toor user user123 sample example qwe123 qweasd qweasdzxc asd123 zxc123 football1
baseball1 soccer1 basketball jordan23 michael1 charlie1 shadow1 master1 monkey1 dragon1 sunshine1
princess1 superman1 batman1 starwars1 pokemon minecraft fortnite roblox naruto spiderman ironman
hello hello123 helloworld hellokitty flower flowers butterfly angel angels blessed blessing faith
jesus jesus1 jesuschrist godisgood christ heaven family family1 friends friendship forever
foreverlove mylove myspace facebook instagram twitter google yahoo hotmail gmail linkedin netflix
spotify apple samsung iphone android computer1 internet laptop windows linux ubuntu server database
oracle mysql postgres azerty azertyuiop qwertz qwertzuiop 1qazxsw2 2wsx3edc 3edc4rfv xsw21qaz
1q2w3e 1q2w3e4r5t6y7u 12qwaszx q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 a1b2c3d4 a1b2c3 1a2b3c4d 11223344
1122334455 112233445566 123123123 123321123 121212121212 123412341234 12341234 1234512345 123456123456
111111111111 000000000000 999999999999 888888888888 aaaaaaaaaaaa abcabcabcabc qwertyqwerty
passwordpassword passpass sunflower rainbow purple orange yellow banana apple123 chocolate cookie
cookies cupcake candy sugar honey sweetie sweetheart babygirl baby babyboy mommy daddy mother
father sister brother daughter grandma grandpa teacher doctor nurse vision eyecare optometry
optometrist glasses contacts eyedoctor solana solanavision solanavisioncare orangecounty california
losangeles santaana irvine newportbeach anaheim huntingtonbeach costamesa tustin garden gardengrove
dodgers lakers angels1 ducks clippers raiders chargers rams patriots cowboys steelers yankees1
redsox giants eagles packers broncos warriors chicago newyork texas florida america usa123 mexico
mexico1 guadalajara espana teamo teamo123 tequiero tequieromucho contraseña contrasena contrasena123
amor amormio miamor corazon princesa hermosa bonita chiquita mariposa estrella familia dios
diosesamor jesucristo bendiciones futbol america1 chivas tigres pumas cruzazul barcelona realmadrid
correcthorsebatterystaple trustnoone nopassword mypassword yourpassword thepassword newpassword
oldpassword mypass123 password! password1! welcome123 welcome2024 welcome2025 welcome2026 spring2025
summer2025 fall2025 winter2025 spring2026 summer2026 fall2026 winter2026 january february march
april may june july august september october november december monday friday weekend holiday
qwerty12345 qwerty123456 1qaz2wsx3edc4rfv asdf1234 asdfasdf asdfasdfasdf zxcvzxcv qweqwe
qweqweqwe 147258369 741852963 963852741 159357 147852 258456 789456123 456123 321654 135790
246810 13579 24680 abc12345 abcd12345 abc123456 a12345678 q12345678 zaq123 qaz123 wsx123 edc123
`
    .split(/\s+/)
    .filter(Boolean),
)
