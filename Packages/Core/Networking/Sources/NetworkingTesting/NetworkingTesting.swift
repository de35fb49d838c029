import Networking
